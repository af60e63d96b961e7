import { App } from 'aws-cdk-lib';
import { buildPortal } from './lib/portal.js';

// `npm run synth` / `npm run deploy` entry point. Pick the stage with `-c stage=prod` (default dev);
// per-stage settings are in cdk.json under context.stages.<stage>.
const app = new App();
buildPortal(app);
app.synth();
