import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { ACCOUNT_DEFAULT_CHILD, normalisePath, type AccountPath } from '@xc/paths';

/** `/account/deposit` and `/account/withdraw` open their default method (spec §2). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = ACCOUNT_DEFAULT_CHILD[normalisePath(url.pathname) as AccountPath];
  if (target) throw redirect(target + url.search);
  return null;
}

export default function AccountDefault() {
  return null;
}
