/** The signed-in buyer as the web sees them: enough to greet and to guard routes. */
export interface Viewer {
  id: string;
  name: string;
  email: string;
  /** The owner proved the address; until then the shell shows a banner. */
  emailVerified: boolean;
}
