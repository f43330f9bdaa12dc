// The auth feature's public module for the shell's client components.
import { lazy } from 'react';

export { logoutAction } from './actions/logout';

/**
 * The change-password form, loaded when the header's dialog first opens (render it inside Suspense): its form kit and
 * zod schema stay out of every page's first load. `preloadChangePasswordForm` fetches it ahead, when the browser is idle.
 */
const loadChangePasswordForm = () => import('./components/change-password-form');
export const ChangePasswordForm = lazy(() => loadChangePasswordForm().then((module) => ({ default: module.ChangePasswordForm })));
export const preloadChangePasswordForm = () => void loadChangePasswordForm();
