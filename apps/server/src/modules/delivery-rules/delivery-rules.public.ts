// What other modules may use of delivery-rules besides its service: queries they run in their own transactions.
export { insertRule, listLiveRules } from './delivery-rules.repository';
