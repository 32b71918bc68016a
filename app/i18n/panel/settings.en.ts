/** The panel's settings texts (English, the source). */
export default () => ({});
