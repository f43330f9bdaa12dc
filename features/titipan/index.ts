// The deposits feature's public module for other features (server side).
export { cancelTitipan, findTitipan, priceDepositItem, readDepositForm, sellTitipan, takeTitipan } from './services/titipan';
export { listDepositValidation, validateTitipan } from './services/validate-titipan';
// The deposit's slip as the counter's printing reads it (features/nota).
export { readDepositSlip } from './documents/read-deposit-slip';
