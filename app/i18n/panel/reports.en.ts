/** The panel's reports texts (English, the source). */
export default () => ({});
