import { Outlet } from 'react-router';

export default function SignedInLayout() {
  return <Outlet />;
}
