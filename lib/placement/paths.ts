/** The placement test's page ("Test Vocabulary"). */
export const TEST_VOCABULARY_PATH = "/test_vocabulary";
