/** The panel's makeYaadi texts (English, the source). */
export default () => ({});
