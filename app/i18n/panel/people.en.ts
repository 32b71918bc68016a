/** The panel's people texts (English, the source). */
export default () => ({});
