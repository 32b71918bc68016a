/** The panel's bulk texts (English, the source). */
export default () => ({});
