// The auth feature's public module for the shells' client components: the header's change-password and logout buttons.
export { UserMenu } from './components/user-menu';
