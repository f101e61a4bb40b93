import { ErrorScreen } from './error-screen';

export default function NotFoundPage() {
  return <ErrorScreen status={404} />;
}
