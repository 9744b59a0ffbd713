/** What the shell needs to know about the signed-in person. */
export interface ShellUser {
  name: string;
  email: string;
  image?: string | null;
}
