/**
 * Ports of the stack that Playwright starts: apart from `npm start`'s, so both can run at once.
 * RWAT_PORT_OFFSET moves all of them, for two test runs side by side on one machine.
 */
const offset = Number(process.env.RWAT_PORT_OFFSET ?? 0) || 0;
const chain = 18545 + offset;
const api = 18787 + offset;
const web = 13000 + offset;

export const testStack = {
  ports: [chain, api, web] as const,
  rpcUrl: `http://127.0.0.1:${chain}`,
  apiUrl: `http://127.0.0.1:${api}`,
  webUrl: `http://127.0.0.1:${web}`,
};
