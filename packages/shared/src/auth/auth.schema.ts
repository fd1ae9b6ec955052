import { z } from 'zod';
import {
  indianMobileSchema,
  nameAndPhoneMessages,
  optionalIndianMobileSchema,
  personNameSchema,
} from '../people/names-and-phones';
import { addressRuleMessages, indianStateName, PIN_CODE_PATTERN } from '../orders/address-book';

/** Limits of account fields (spec section 9: name min 3, phone 10 digits, password min 8, zip 6 digits). */
export const ACCOUNT_NAME_MIN = 3;
export const ACCOUNT_NAME_MAX = 80;
export const ACCOUNT_EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
/** Generous, but bounded: every sign-in hashes the whole password with scrypt. */
export const PASSWORD_MAX = 128;
export const ADDRESS_FIELD_MAX = 200;

export const authMessages = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${ACCOUNT_NAME_MIN} characters`,
  nameTooLong: `Name must be at most ${ACCOUNT_NAME_MAX} characters`,
  nameInvalid: nameAndPhoneMessages.nameCharacters,
  phoneInvalid: nameAndPhoneMessages.phoneInvalid,
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordLetter: 'Password must contain at least 1 letter',
  passwordDigitOrSpecial: 'Password must contain at least 1 number or special character (@$!%*?&)',
  oldPasswordRequired: 'Current password is required',
  newPasswordTooShort: `New password must be at least ${PASSWORD_MIN} characters`,
  newPasswordTooLong: `New password must be at most ${PASSWORD_MAX} characters`,
  passwordsDoNotMatch: 'New passwords do not match',
  // The PIN code and state rules of the checkout (decisions 0084, 0090).
  zipInvalid: addressRuleMessages.zipInvalid,
  zipLeadingZero: addressRuleMessages.zipLeadingZero,
  stateInvalid: addressRuleMessages.stateInvalid,
  addressFieldTooLong: `Address fields must be at most ${ADDRESS_FIELD_MAX} characters`,
  productIdRequired: 'productID is required',
  signupBody: 'Please send a name, a phone number, an email and a password',
  signinBody: 'Please send an email and a password',
  profileBody: 'Please send a name, a phone number and an address',
  changePasswordBody: 'Please send the current and the new password',
  interestBody: 'Please send a productID',
  // Server answers (DESIGN section 3), shared so the web and tests use the same words.
  signedUp: 'Account created successfully',
  signedIn: 'Signed in successfully',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  loginRequired: 'Please log in to continue.',
  passwordUpdated: 'Password updated successfully',
  // My Account of an admin (decision 0086): the password is changed where the second factor is asked.
  adminPasswordElsewhere:
    "This is the shop's admin account: change its password in the back-office, under Security, where your second factor is asked too.",
  adminPasswordLink: 'Open Back-office › Security',
  currentPasswordIncorrect: 'Current password is incorrect',
  profileUpdated: 'Profile updated successfully',
  interestRegistered: 'Interest registered successfully!',
  interestExists: 'You have already shown interest in this product.',
  tooManyInterests: 'Too many interest requests. Please wait a while and try again.',
  productNotFound: 'Product not found',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  // A two-factor account never gets a session from its password alone (decision 0071).
  twoFactorSigninRequired:
    'This account uses two-factor sign-in. Please sign in on the back-office sign-in page with your password and the code from your authenticator app.',
  twoFactorPasswordChange:
    'This account uses two-factor sign-in. Please change its password on the back-office Security page.',
} as const;

/** The error `code` of a sign-in refused for want of the second factor: the page links to it. */
export const TWO_FACTOR_SIGNIN_CODE = 'two_factor_signin';

/**
 * The live checklist of the sign-up form (spec section 5), in the spec's order; each line shows
 * under its own field, and the name and phone lines say what is accepted (decision 0078).
 */
export const signupChecklist = {
  nameLength: 'At least 3 characters',
  nameCharacters: 'Letters, spaces, dots, apostrophes and hyphens only',
  phoneDigits: 'A 10-digit mobile number starting with 6, 7, 8 or 9',
  passwordLetter: 'At least 1 letter',
  passwordDigitOrSpecial: 'At least 1 number or special character',
  passwordLength: 'At least 8 characters',
} as const;

/** Spec section 5: letters, digits and ._%+- before the @, a domain, a TLD of 2+ letters. */
export const ACCOUNT_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const PASSWORD_LETTER_PATTERN = /\p{L}/u;
export const PASSWORD_DIGIT_OR_SPECIAL_PATTERN = /[0-9@$!%*?&]/;

/** DESIGN section 4 'Names' (decision 0078): sign-up and My Account take the same name. */
export const accountNameSchema = personNameSchema({
  required: authMessages.nameRequired,
  min: ACCOUNT_NAME_MIN,
  tooShort: authMessages.nameTooShort,
  max: ACCOUNT_NAME_MAX,
  tooLong: authMessages.nameTooLong,
});

/** Stored as the ten digits, whether typed with +91, 0, spaces or dashes (decision 0078). */
export const phoneSchema = indianMobileSchema();

export const accountEmailSchema = z
  .string({ error: authMessages.emailInvalid })
  .trim()
  .max(ACCOUNT_EMAIL_MAX, authMessages.emailInvalid)
  .regex(ACCOUNT_EMAIL_PATTERN, authMessages.emailInvalid);

/** A new password (sign-up). Never trimmed: spaces are part of a password. */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN, authMessages.passwordTooShort)
  .max(PASSWORD_MAX, authMessages.passwordTooLong)
  .regex(PASSWORD_LETTER_PATTERN, authMessages.passwordLetter)
  .regex(PASSWORD_DIGIT_OR_SPECIAL_PATTERN, authMessages.passwordDigitOrSpecial);

/** `POST /api/auth/signup` body. */
export const signupSchema = z.object(
  {
    name: accountNameSchema,
    phone: phoneSchema,
    email: accountEmailSchema,
    password: newPasswordSchema,
  },
  { error: authMessages.signupBody },
);
export type SignupInput = z.infer<typeof signupSchema>;

/** `POST /api/auth/signin` body: a valid email and a non-empty password. */
export const signinSchema = z.object(
  {
    email: accountEmailSchema,
    password: z
      .string({ error: authMessages.passwordRequired })
      .min(1, authMessages.passwordRequired)
      .max(PASSWORD_MAX, authMessages.passwordTooLong),
  },
  { error: authMessages.signinBody },
);
export type SigninInput = z.infer<typeof signinSchema>;

/** An optional address line: '' clears it, a missing key keeps what is stored. */
const addressLine = z
  .string({ error: authMessages.addressFieldTooLong })
  .trim()
  .max(ADDRESS_FIELD_MAX, authMessages.addressFieldTooLong)
  .optional();

/** `POST /api/user` body. The country is accepted but ignored: the shop only ships in India. */
export const profileSchema = z.object(
  {
    name: accountNameSchema,
    // An account may have no phone yet (an admin made from the environment): '' keeps it empty.
    phone: optionalIndianMobileSchema().optional(),
    address: z
      .object(
        {
          street: addressLine,
          city: addressLine,
          // The checkout's rules (decision 0090, after 0084): a state of the list, by its name or
          // a common spelling, stored as the list's name; a PIN code of six digits, not from 0.
          // '' clears either.
          state: addressLine
            .refine((value) => !value || indianStateName(value) !== null, authMessages.stateInvalid)
            .transform((value) => (value ? (indianStateName(value) ?? value) : value)),
          zip: z
            .string({ error: authMessages.zipInvalid })
            .trim()
            .refine((value) => value === '' || /^\d{6}$/.test(value), authMessages.zipInvalid)
            .refine(
              (value) => value === '' || PIN_CODE_PATTERN.test(value),
              authMessages.zipLeadingZero,
            )
            .optional(),
          country: z.string().optional(),
        },
        { error: authMessages.profileBody },
      )
      .optional(),
  },
  { error: authMessages.profileBody },
);
export type ProfileInput = z.infer<typeof profileSchema>;

/** `POST /api/auth/changepassword` body (spec section 5: current required, new min 8). */
export const changePasswordSchema = z.object(
  {
    oldPassword: z
      .string({ error: authMessages.oldPasswordRequired })
      .min(1, authMessages.oldPasswordRequired)
      .max(PASSWORD_MAX, authMessages.passwordTooLong),
    newPassword: z
      .string({ error: authMessages.newPasswordTooShort })
      .min(PASSWORD_MIN, authMessages.newPasswordTooShort)
      .max(PASSWORD_MAX, authMessages.newPasswordTooLong),
  },
  { error: authMessages.changePasswordBody },
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The web form adds the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const userRoleValues = ['customer', 'admin'] as const;
export const userRoleSchema = z.enum(userRoleValues);
export type AccountRole = z.infer<typeof userRoleSchema>;

export const userAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

/** The user as every account call returns it; never the password hash. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: userRoleSchema,
  isSubscribed: z.boolean(),
  /** The account proved it owns `email` (decision 0076); admins made at start count as verified. */
  emailVerified: z.boolean(),
  address: userAddressSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ message: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** `POST /api/user/interested-buyer` body; the spec spells it `productID`. */
export const interestInputSchema = z.object(
  {
    productID: z
      .string({ error: authMessages.productIdRequired })
      .trim()
      .min(1, authMessages.productIdRequired),
  },
  { error: authMessages.interestBody },
);
export type InterestInput = z.infer<typeof interestInputSchema>;

/**
 * `GET /api/user/interested-buyer/{productId}`: whether the signed-in customer already said they
 * want the product, so its page shows 'Interest sent' on a later visit too (decision 0081).
 */
export const customerInterestSchema = z.object({ interested: z.boolean() });
export type CustomerInterest = z.infer<typeof customerInterestSchema>;
export const interestParamsSchema = z.object({ productId: z.string() });
