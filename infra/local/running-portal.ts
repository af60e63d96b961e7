/**
 * Points this process at the emulators of a running `npm start` portal (its default ports, or
 * the same environment variables start.ts reads), for the commands that act on it.
 */
export function useRunningPortal(port: string): void {
  Object.assign(process.env, {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_REGION: 'us-east-1',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${process.env.DYNAMODB_PORT ?? 8100}`,
    S3_ENDPOINT: `http://127.0.0.1:${process.env.S3_PORT ?? 4569}`,
    SES_ENDPOINT: `http://127.0.0.1:${process.env.SES_PORT ?? 8005}`,
    PORTAL_URL_TEMPLATE: `http://{host}:${port}`,
  });
}
