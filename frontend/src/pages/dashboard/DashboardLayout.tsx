import { Outlet } from 'react-router-dom';

/** Placeholder until the dashboard sidebar is built. */
export default function DashboardLayout() {
  return <Outlet />;
}
