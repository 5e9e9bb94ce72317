export * from './constants';
export * from './time';
export * from './settings';
export * from './water';
export * from './hp';
export * from './records';
export * from './xp';
