// The optional target arguments of the tools that reach the database: a connection or database (refused unless
// pgmi serve was started with --allow-connection, see connectionFor), or a branch of the project database.
import { z } from 'zod';

export const connectionArguments = {
  connection: z
    .string()
    .optional()
    .describe('PostgreSQL connection string; only accepted when pgmi serve was started with --allow-connection'),
  database: z.string().optional().describe('target database name; only accepted with --allow-connection'),
};

export const targetArguments = {
  ...connectionArguments,
  branch: z.string().optional().describe('a branch of the project database (branch_create) instead of the database itself'),
};
