/**
 * The time of an action on the server: the domain's one ActionTime (docs/decisions/0014), made
 * here from a request's or a mutation's occurredAt and the server's clock.
 */
export { actionTime, type ActionTime } from '@ninety/domain';
