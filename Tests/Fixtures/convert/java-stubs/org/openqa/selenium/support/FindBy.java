package org.openqa.selenium.support;

public @interface FindBy {
    String xpath() default "";
    How how() default How.UNSET;
    String using() default "";
}
