/** The API's messages live beside the records whose fields they describe (packages/domain). */
export { MESSAGES } from '@ninety/domain';
