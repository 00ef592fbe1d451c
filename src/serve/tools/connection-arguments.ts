// The optional connection arguments of the tools that reach the database; refused unless the server was
// started with --allow-connection (see connectionFor).
import { z } from 'zod';

export const connectionArguments = {
  connection: z
    .string()
    .optional()
    .describe('PostgreSQL connection string; only accepted when pgmi serve was started with --allow-connection'),
  database: z.string().optional().describe('target database name; only accepted with --allow-connection'),
};
