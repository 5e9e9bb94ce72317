export * from './messages';
export * from './errors';
export * from './fields';
export * from './routes/water';
export * from './routes/settings';
export * from './mutations';
export * from './sync';
