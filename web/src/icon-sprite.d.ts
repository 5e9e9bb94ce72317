/** The address of the icon sprite, served by web/scripts/icon-sprite.ts. */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
