// What every installation needs, for what runs outside Next (the setup CLI's sibling, the demo generator): no 'server-only' module behind it.
export { seedInstallation } from './setup/installation';
