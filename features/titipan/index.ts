// The deposits feature's public module for other features (server side).
export { cancelTitipan, findTitipan, priceDepositItem, readDepositForm, sellTitipan, takeTitipan } from './services/titipan';
export { listDepositValidation, validateTitipan } from './services/validate-titipan';
