import { setPasswordHashCost } from '../lib/password';
import { refuseSystemPrograms } from './only-node-children';

// The server project's setup file (vitest.config.ts): runs in each test process first.
refuseSystemPrograms();
// New password hashes at scrypt N = 2^12 (about 10 ms) instead of the shop's 2^17 (about half a
// second): hundreds of sign-ups and sign-ins otherwise spend minutes in scrypt. The shop's own
// cost is tested in lib/password.test.ts and by every server process the other suites start
// (decision 0068).
setPasswordHashCost(12);
