// gc-log.mjs exports nothing: importing it starts the logging (its own comment says what it writes).
export {};
