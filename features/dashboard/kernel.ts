// The dashboard feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
// Its tables that other features still write there: debts of issue 26, to become this feature's verbs.
export { member, service } from './schema';
