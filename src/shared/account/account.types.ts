/** One signed-in session of the person, as the devices list shows it (nothing from the IP address). */
export interface SignedInDevice {
  id: string;
  /** from the user agent, e.g. 'Firefox 133'; 'Unknown browser' when it says nothing we recognise */
  browser: string;
  /** e.g. 'macOS', 'Android 15'; 'Unknown system' likewise */
  os: string;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  signedInAt: string;
  /** when the session was last refreshed: at sign-in, then at most once a day while it is used */
  lastSeenAt: string;
  /** the session of the browser asking */
  isCurrent: boolean;
}

/** GET /api/account/security: the whole "Sign-in and security" section from one request. */
export interface AccountSecurity {
  email: string;
  /** the address a confirmation link was sent to and not yet opened (null when none is pending) */
  pendingEmail: string | null;
  /** this device first, then by last seen, newest first */
  devices: SignedInDevice[];
}

/** POST /api/account/password */
export interface PasswordChanged {
  signedOutDevices: number;
}

/** POST /api/account/email */
export interface EmailChangeRequested {
  pendingEmail: string;
}

/** DELETE /api/account/sessions/{id} and POST /api/account/sessions/sign-out-others */
export interface DevicesSignedOut {
  signedOutDevices: number;
}
