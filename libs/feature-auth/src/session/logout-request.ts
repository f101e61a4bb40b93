// The logout call, imported when a player logs out (see signOut): the header, which offers it on every
// page, then carries no API client in the page's first script.
export { logout } from '@xc/data-access-api';
