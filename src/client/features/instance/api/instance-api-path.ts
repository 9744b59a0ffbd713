/** The instance page's API prefix (src/server/features/instance, site administrators only). */
export const INSTANCE_API = '/admin/instance';
