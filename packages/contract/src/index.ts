export * from './constants';
export * from './messages';
export * from './fields';
export * from './errors';
export * from './accounts';
export * from './property';
export * from './photos';
export * from './listing-rules';
export * from './moderation';
export * from './search-words';
export * from './search-query'; // parseSearch, withoutUnderstood and their types
export * from './search-params';
export * from './engagement';
export * from './paging';
export * from './format';
export * from './responses';
