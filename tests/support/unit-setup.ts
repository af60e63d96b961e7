import { vi } from 'vitest';

// The unit project runs its files in one module registry per worker (isolate: false in
// vitest.config.ts): the packages (the AWS SDK, zod, aws-cdk-lib) load once per worker instead of
// once per file. The project's own modules keep state (clients, caches, config read from the
// environment, the password cost), so they start fresh in every file.
vi.resetModules();
