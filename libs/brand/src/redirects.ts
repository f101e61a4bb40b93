// The rule shape lives with the paths table, so a rule's target is checked against the real pages.
export type { RedirectRule } from '@xc/paths';
