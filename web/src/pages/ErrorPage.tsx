import { ErrorNotice } from '../errors/ErrorNotice.tsx';

export default function ErrorPage() {
  return <ErrorNotice />;
}
