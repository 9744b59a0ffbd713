/**
 * The answer of DELETE /api/account: what happened to what the person organised (product-rules.md#account-deletion).
 * The session cookie is cleared with it.
 */
export interface AccountDeletionResult {
  /** challenges that passed to their longest-standing other participant */
  challengesTransferred: number;
  /** challenges deleted because nobody else was in them */
  challengesDeleted: number;
  /** groups whose admin rights passed to a moderator or member */
  groupsTransferred: number;
  /** groups deleted because nobody else was in them */
  groupsDeleted: number;
}
