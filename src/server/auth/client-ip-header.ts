/**
 * The header better-auth reads the client address from. We set it ourselves from the socket (client-ip.ts),
 * replacing whatever a client sent, so nobody can dodge the rate limits by inventing an address.
 */
export const CLIENT_IP_HEADER = 'x-habitsprint-client-ip';
