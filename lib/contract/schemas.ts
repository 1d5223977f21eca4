/**
 * Every shape of the contract in one place, for the reference API and the published OpenAPI:
 * the fields, and each area's requests and answers. The app's code imports an area itself.
 */
export * from './areas/account';
export * from './areas/money';
export * from './areas/public';
export * from './areas/staking';
export * from './areas/team';
export * from './fields';
