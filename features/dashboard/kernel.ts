// The dashboard feature's door for what runs outside Next (the demo generator, setup): no 'server-only' module behind it.
export { recordServicesAndMembers, type MemberRecord, type ServiceRecord } from './record-history';
