// The auth feature's public module for the shell's client components.
export { logoutAction } from './actions/logout';
export { ChangePasswordForm } from './components/change-password-form';
