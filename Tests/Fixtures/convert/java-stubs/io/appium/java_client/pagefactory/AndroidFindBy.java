package io.appium.java_client.pagefactory;

public @interface AndroidFindBy {
    String accessibility() default "";
    String id() default "";
    String className() default "";
    String xpath() default "";
    String uiAutomator() default "";
}
