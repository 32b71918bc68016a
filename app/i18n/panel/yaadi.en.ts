/** The panel's yaadi texts (English, the source). */
export default () => ({});
