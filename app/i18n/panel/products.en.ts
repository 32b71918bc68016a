/** The panel's products texts (English, the source). */
export default () => ({});
