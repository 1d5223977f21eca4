/** Ports of the stack that Playwright starts: apart from `npm start`'s, so both can run at once. */
const chain = 18545;
const api = 18787;
const web = 13000;

export const testStack = {
  ports: [chain, api, web] as const,
  rpcUrl: `http://127.0.0.1:${chain}`,
  apiUrl: `http://127.0.0.1:${api}`,
  webUrl: `http://127.0.0.1:${web}`,
};
