/**
 * How one person appears in other features' answers (participants, organizers, who checked in): a name and a
 * picture, never an e-mail address.
 */
export interface PersonSummary {
  id: string;
  name: string;
  avatar: string | null;
}
