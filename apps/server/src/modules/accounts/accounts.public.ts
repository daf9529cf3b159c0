// What other modules may use of accounts besides its service: queries they run in their own transactions.
export {
  countUsers,
  findUserById,
  findUserByLogin,
  insertMerchant,
  insertUser,
  type NewUser,
  type UserRow,
  updateUser,
} from './users.repository';
