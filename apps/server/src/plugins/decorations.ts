import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MediaStorage } from '../media/storage';
import type { PaymentProviderAdapter } from '../payment-providers/provider';
import type { ShiprocketClient } from '../shipping-providers/shiprocket';

// Every route reaches the database and the configuration through the app instance.
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Razorpay with keys, the test provider without (DESIGN section 4 'Payments'). */
    payments: PaymentProviderAdapter;
    /** Shiprocket's client when SHIPROCKET_* are set; null: the embedded default (docs/shipping.md). */
    shiprocket: ShiprocketClient | null;
    /** Where images live: the local disk or the bucket (decision 0124). */
    media: MediaStorage;
  }
}

export {};
